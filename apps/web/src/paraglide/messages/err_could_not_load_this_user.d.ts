/**
* | output |
* | --- |
* | "Could not load this user." |
*
* @param {Err_Could_Not_Load_This_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_could_not_load_this_user: ((inputs?: Err_Could_Not_Load_This_UserInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Could_Not_Load_This_UserInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Could_Not_Load_This_UserInputs = {};
