/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Send_MessageInputs */

const en_err_failed_to_send_message = /** @type {(inputs: Err_Failed_To_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send message`)
};

const ur_err_failed_to_send_message = /** @type {(inputs: Err_Failed_To_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام نہیں بھیجا جا سکا`)
};

/**
* | output |
* | --- |
* | "Failed to send message" |
*
* @param {Err_Failed_To_Send_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_send_message = /** @type {((inputs?: Err_Failed_To_Send_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Send_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_send_message(inputs)
	return en_err_failed_to_send_message(inputs)
});