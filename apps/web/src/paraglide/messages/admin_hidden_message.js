/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hidden_MessageInputs */

const en_admin_hidden_message = /** @type {(inputs: Admin_Hidden_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This message is hidden from other people by an admin: `)
};

const ur_admin_hidden_message = /** @type {(inputs: Admin_Hidden_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک ایڈمن نے یہ پیغام دوسرے لوگوں سے چھپا دیا ہے: `)
};

/**
* | output |
* | --- |
* | "This message is hidden from other people by an admin:" |
*
* @param {Admin_Hidden_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_message = /** @type {((inputs?: Admin_Hidden_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hidden_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hidden_message(inputs)
	return en_admin_hidden_message(inputs)
});