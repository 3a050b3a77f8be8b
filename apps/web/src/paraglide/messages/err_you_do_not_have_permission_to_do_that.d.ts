/**
* | output |
* | --- |
* | "You do not have permission to do that" |
*
* @param {Err_You_Do_Not_Have_Permission_To_Do_ThatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_do_not_have_permission_to_do_that: ((inputs?: Err_You_Do_Not_Have_Permission_To_Do_ThatInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Do_Not_Have_Permission_To_Do_ThatInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Do_Not_Have_Permission_To_Do_ThatInputs = {};
