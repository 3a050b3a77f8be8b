/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hidden_ProfileInputs */

const en_admin_hidden_profile = /** @type {(inputs: Admin_Hidden_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This profile is hidden from other people by an admin: `)
};

const ur_admin_hidden_profile = /** @type {(inputs: Admin_Hidden_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک ایڈمن نے یہ پروفائل دوسرے لوگوں سے چھپا دیا ہے: `)
};

/**
* | output |
* | --- |
* | "This profile is hidden from other people by an admin:" |
*
* @param {Admin_Hidden_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_profile = /** @type {((inputs?: Admin_Hidden_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hidden_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hidden_profile(inputs)
	return en_admin_hidden_profile(inputs)
});