/**
* | output |
* | --- |
* | "Your email is now {email}." |
*
* @param {Err_T_Email_NowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_email_now: ((inputs: Err_T_Email_NowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Email_NowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Email_NowInputs = {
    email: NonNullable<unknown>;
};
