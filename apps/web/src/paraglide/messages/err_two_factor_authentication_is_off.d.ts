/**
* | output |
* | --- |
* | "Two-factor authentication is off" |
*
* @param {Err_Two_Factor_Authentication_Is_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_two_factor_authentication_is_off: ((inputs?: Err_Two_Factor_Authentication_Is_OffInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Two_Factor_Authentication_Is_OffInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Two_Factor_Authentication_Is_OffInputs = {};
