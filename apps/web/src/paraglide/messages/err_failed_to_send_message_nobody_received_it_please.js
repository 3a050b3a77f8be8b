/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs */

const en_err_failed_to_send_message_nobody_received_it_please = /** @type {(inputs: Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send message. Nobody received it; please try again.`)
};

const ur_err_failed_to_send_message_nobody_received_it_please = /** @type {(inputs: Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام نہیں بھیجا جا سکا۔ کسی کو موصول نہیں ہوا؛ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Failed to send message. Nobody received it; please try again." |
*
* @param {Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_send_message_nobody_received_it_please = /** @type {((inputs?: Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_send_message_nobody_received_it_please(inputs)
	return en_err_failed_to_send_message_nobody_received_it_please(inputs)
});