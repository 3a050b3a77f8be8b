/**
* | output |
* | --- |
* | "Edit Job" |
*
* @param {Title_Edit_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_edit_job: ((inputs?: Title_Edit_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Edit_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Edit_JobInputs = {};
