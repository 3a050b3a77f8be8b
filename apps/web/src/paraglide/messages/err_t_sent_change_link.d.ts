/**
* | output |
* | --- |
* | "We sent a link to {email}. Your email changes once you open it." |
*
* @param {Err_T_Sent_Change_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_sent_change_link: ((inputs: Err_T_Sent_Change_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Sent_Change_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Sent_Change_LinkInputs = {
    email: NonNullable<unknown>;
};
