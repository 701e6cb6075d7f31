export const id = 4;
export const ids = [4];
export const modules = {

/***/ 9004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeJobSummary: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/** The job summary: the same markdown as the comment, written through the toolkit; outside a runner there is none. */

async function writeJobSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
}


/***/ })

};
