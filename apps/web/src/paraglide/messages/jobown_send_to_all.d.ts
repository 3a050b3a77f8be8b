/**
* | output |
* | --- |
* | "Send to All" |
*
* @param {Jobown_Send_To_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_send_to_all: ((inputs?: Jobown_Send_To_AllInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Send_To_AllInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Send_To_AllInputs = {};
