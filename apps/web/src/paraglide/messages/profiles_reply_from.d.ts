/**
* | output |
* | --- |
* | "Reply from {name}:" |
*
* @param {Profiles_Reply_FromInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reply_from: ((inputs: Profiles_Reply_FromInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Reply_FromInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Reply_FromInputs = {
    name: NonNullable<unknown>;
};
