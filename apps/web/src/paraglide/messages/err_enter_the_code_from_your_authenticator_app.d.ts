/**
* | output |
* | --- |
* | "Enter the code from your authenticator app" |
*
* @param {Err_Enter_The_Code_From_Your_Authenticator_AppInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_enter_the_code_from_your_authenticator_app: ((inputs?: Err_Enter_The_Code_From_Your_Authenticator_AppInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Enter_The_Code_From_Your_Authenticator_AppInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Enter_The_Code_From_Your_Authenticator_AppInputs = {};
