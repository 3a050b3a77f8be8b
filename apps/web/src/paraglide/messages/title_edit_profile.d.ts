/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Title_Edit_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_edit_profile: ((inputs?: Title_Edit_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Edit_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Edit_ProfileInputs = {};
