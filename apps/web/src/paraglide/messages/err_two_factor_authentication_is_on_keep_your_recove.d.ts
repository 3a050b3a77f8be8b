/**
* | output |
* | --- |
* | "Two-factor authentication is on. Keep your recovery codes somewhere safe." |
*
* @param {Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_two_factor_authentication_is_on_keep_your_recove: ((inputs?: Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Two_Factor_Authentication_Is_On_Keep_Your_RecoveInputs = {};
