/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batch_Mark_SentInputs */

const en_admin_batch_mark_sent = /** @type {(inputs: Admin_Batch_Mark_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as sent`)
};

const ur_admin_batch_mark_sent = /** @type {(inputs: Admin_Batch_Mark_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیجا ہوا نشان زد کریں`)
};

/**
* | output |
* | --- |
* | "Mark as sent" |
*
* @param {Admin_Batch_Mark_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_mark_sent = /** @type {((inputs?: Admin_Batch_Mark_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batch_Mark_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batch_mark_sent(inputs)
	return en_admin_batch_mark_sent(inputs)
});