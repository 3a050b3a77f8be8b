/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_My_AccountInputs */

const en_settings_delete_my_account = /** @type {(inputs: Settings_Delete_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const ur_settings_delete_my_account = /** @type {(inputs: Settings_Delete_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرا اکاؤنٹ ڈیلیٹ کریں`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Settings_Delete_My_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_my_account = /** @type {((inputs?: Settings_Delete_My_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_My_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_delete_my_account(inputs)
	return en_settings_delete_my_account(inputs)
});