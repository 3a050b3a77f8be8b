/**
* | output |
* | --- |
* | "We sent a new link to {email}." |
*
* @param {Err_T_Sent_New_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_sent_new_link: ((inputs: Err_T_Sent_New_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Sent_New_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Sent_New_LinkInputs = {
    email: NonNullable<unknown>;
};
