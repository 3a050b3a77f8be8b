/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Appeal_Until_TextInputs */

const en_admin_appeal_until_text = /** @type {(inputs: Admin_Appeal_Until_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`. Can appeal until ${i?.time}.`)
};

const ur_admin_appeal_until_text = /** @type {(inputs: Admin_Appeal_Until_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`۔ ${i?.time} تک اپیل کی جا سکتی ہے۔`)
};

/**
* | output |
* | --- |
* | ". Can appeal until {time}." |
*
* @param {Admin_Appeal_Until_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_appeal_until_text = /** @type {((inputs: Admin_Appeal_Until_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Appeal_Until_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_appeal_until_text(inputs)
	return en_admin_appeal_until_text(inputs)
});