/**
* | output |
* | --- |
* | "Selected files" |
*
* @param {Jobown_Selected_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_selected_files: ((inputs?: Jobown_Selected_FilesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Selected_FilesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Selected_FilesInputs = {};
