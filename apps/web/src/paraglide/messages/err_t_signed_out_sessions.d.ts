/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Signed out of {shown} other session" |
* | "other" | "Signed out of {shown} other sessions" |
*
* @param {Err_T_Signed_Out_SessionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_signed_out_sessions: ((inputs: Err_T_Signed_Out_SessionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Signed_Out_SessionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Signed_Out_SessionsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
