export const id = 906;
export const ids = [906];
export const modules = {

/***/ 5906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReported: () => (/* binding */ runReported)
/* harmony export */ });
async function runReported(run) {
    let loading;
    const reporter = () => (loading ??= run.loadReporter());
    let target;
    let starting;
    const result = await run.operate(async (announced) => {
        target = announced;
        starting = reporter().then((loaded) => loaded.start({ ...run.start, ...announced }, (state) => run.saveProgress(state)));
        // Awaited below, after the operation; until then a failure must not count as unhandled.
        starting.catch(() => undefined);
    });
    run.settled?.(result);
    try {
        await starting;
    }
    catch (error) {
        run.warning(`Could not start the report: ${error instanceof Error ? error.message : String(error)}`);
    }
    const { commentUrl } = await (await reporter()).finish(result, target?.organizationId, target?.projectId);
    return { result, commentUrl };
}


/***/ })

};
