/**
* | output |
* | --- |
* | "{length}/{max} characters. Your reply is public and cannot be changed." |
*
* @param {Reviews_Reply_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply_hint: ((inputs: Reviews_Reply_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Reply_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Reply_HintInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
