/**
* | output |
* | --- |
* | "This is already your email" |
*
* @param {Err_This_Is_Already_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_is_already_your_email: ((inputs?: Err_This_Is_Already_Your_EmailInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Is_Already_Your_EmailInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Is_Already_Your_EmailInputs = {};
