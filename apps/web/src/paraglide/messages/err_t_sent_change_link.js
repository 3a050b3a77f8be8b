/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Err_T_Sent_Change_LinkInputs */

const en_err_t_sent_change_link = /** @type {(inputs: Err_T_Sent_Change_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}. Your email changes once you open it.`)
};

const ur_err_t_sent_change_link = /** @type {(inputs: Err_T_Sent_Change_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ہم نے ${i?.email} پر ایک لنک بھیجا ہے۔ لنک کھولتے ہی آپ کی ای میل بدل جائے گی۔`)
};

/**
* | output |
* | --- |
* | "We sent a link to {email}. Your email changes once you open it." |
*
* @param {Err_T_Sent_Change_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_sent_change_link = /** @type {((inputs: Err_T_Sent_Change_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Sent_Change_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_sent_change_link(inputs)
	return en_err_t_sent_change_link(inputs)
});