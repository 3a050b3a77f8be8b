/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_LoadingInputs */

const en_admin_messages_loading = /** @type {(inputs: Admin_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading messages...`)
};

const ur_admin_messages_loading = /** @type {(inputs: Admin_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading messages..." |
*
* @param {Admin_Messages_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_messages_loading = /** @type {((inputs?: Admin_Messages_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_messages_loading(inputs)
	return en_admin_messages_loading(inputs)
});