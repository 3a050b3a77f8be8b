/**
* | output |
* | --- |
* | "You can attach at most {count} files" |
*
* @param {Jobown_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_too_many_files: ((inputs: Jobown_Too_Many_FilesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Too_Many_FilesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Too_Many_FilesInputs = {
    count: NonNullable<unknown>;
};
