/**
* | output |
* | --- |
* | "Holder must be a user id" |
*
* @param {Err_Holder_Must_Be_A_User_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_holder_must_be_a_user_id: ((inputs?: Err_Holder_Must_Be_A_User_IdInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Holder_Must_Be_A_User_IdInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Holder_Must_Be_A_User_IdInputs = {};
