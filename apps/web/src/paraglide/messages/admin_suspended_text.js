/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Admin_Suspended_TextInputs */

const en_admin_suspended_text = /** @type {(inputs: Admin_Suspended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`. You can still read your messages and withdraw money already released to you. You can appeal until ${i?.date} through the `)
};

const ur_admin_suspended_text = /** @type {(inputs: Admin_Suspended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`۔ آپ اب بھی اپنے پیغامات پڑھ سکتے ہیں اور آپ کو جاری ہو چکی رقم نکلوا سکتے ہیں۔ آپ ${i?.date} تک اپیل کر سکتے ہیں، اس کے لیے `)
};

/**
* | output |
* | --- |
* | ". You can still read your messages and withdraw money already released to you. You can appeal until {date} through the" |
*
* @param {Admin_Suspended_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_text = /** @type {((inputs: Admin_Suspended_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspended_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_suspended_text(inputs)
	return en_admin_suspended_text(inputs)
});