/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Offline_WaitingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_waiting: ((inputs?: Offline_WaitingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_WaitingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_WaitingInputs = {};
