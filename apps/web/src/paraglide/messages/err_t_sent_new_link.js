/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Err_T_Sent_New_LinkInputs */

const en_err_t_sent_new_link = /** @type {(inputs: Err_T_Sent_New_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a new link to ${i?.email}.`)
};

const ur_err_t_sent_new_link = /** @type {(inputs: Err_T_Sent_New_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ہم نے ${i?.email} پر نیا لنک بھیج دیا ہے۔`)
};

/**
* | output |
* | --- |
* | "We sent a new link to {email}." |
*
* @param {Err_T_Sent_New_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_sent_new_link = /** @type {((inputs: Err_T_Sent_New_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Sent_New_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_sent_new_link(inputs)
	return en_err_t_sent_new_link(inputs)
});