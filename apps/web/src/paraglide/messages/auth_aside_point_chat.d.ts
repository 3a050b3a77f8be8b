/**
* | output |
* | --- |
* | "Real-time chat with clients and freelancers" |
*
* @param {Auth_Aside_Point_ChatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_chat: ((inputs?: Auth_Aside_Point_ChatInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_Point_ChatInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_Point_ChatInputs = {};
