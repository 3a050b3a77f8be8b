/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Start_FailedInputs */

const en_messages_start_failed = /** @type {(inputs: Messages_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to start conversation. Please try again.`)
};

const ur_messages_start_failed = /** @type {(inputs: Messages_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگو شروع نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to start conversation. Please try again." |
*
* @param {Messages_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_start_failed = /** @type {((inputs?: Messages_Start_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Start_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_start_failed(inputs)
	return en_messages_start_failed(inputs)
});