/**
* | output |
* | --- |
* | "Escrow-protected milestone payments" |
*
* @param {Auth_Aside_Point_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_escrow: ((inputs?: Auth_Aside_Point_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_Point_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_Point_EscrowInputs = {};
