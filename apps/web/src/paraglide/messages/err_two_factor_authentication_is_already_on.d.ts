/**
* | output |
* | --- |
* | "Two-factor authentication is already on" |
*
* @param {Err_Two_Factor_Authentication_Is_Already_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_two_factor_authentication_is_already_on: ((inputs?: Err_Two_Factor_Authentication_Is_Already_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Two_Factor_Authentication_Is_Already_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Two_Factor_Authentication_Is_Already_OnInputs = {};
