/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Send_All_FailedInputs */

const en_jobown_send_all_failed = /** @type {(inputs: Jobown_Send_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send message. Nobody received it; please try again.`)
};

const ur_jobown_send_all_failed = /** @type {(inputs: Jobown_Send_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام نہیں بھیجا جا سکا۔ یہ کسی کو نہیں ملا؛ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to send message. Nobody received it; please try again." |
*
* @param {Jobown_Send_All_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_send_all_failed = /** @type {((inputs?: Jobown_Send_All_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Send_All_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_send_all_failed(inputs)
	return en_jobown_send_all_failed(inputs)
});