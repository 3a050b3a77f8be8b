/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_send_reset_link: ((inputs?: Auth_Send_Reset_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_Reset_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Send_Reset_LinkInputs = {};
