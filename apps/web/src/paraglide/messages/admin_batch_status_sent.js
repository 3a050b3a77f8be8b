/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_Status_SentInputs */

const en_admin_batch_status_sent = /** @type {(inputs: Admin_Batch_Status_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to the bank`)
};

const ur_admin_batch_status_sent = /** @type {(inputs: Admin_Batch_Status_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بینک کو بھیج دیا گیا`)
};

/**
* | output |
* | --- |
* | "Sent to the bank" |
*
* @param {Admin_Batch_Status_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_sent = /** @type {((inputs?: Admin_Batch_Status_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_Status_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_status_sent(inputs)
	return en_admin_batch_status_sent(inputs)
});