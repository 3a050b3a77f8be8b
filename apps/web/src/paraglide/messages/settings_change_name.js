/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Change_NameInputs */

const en_settings_change_name = /** @type {(inputs: Settings_Change_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change name`)
};

const ur_settings_change_name = /** @type {(inputs: Settings_Change_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام تبدیل کریں`)
};

/**
* | output |
* | --- |
* | "Change name" |
*
* @param {Settings_Change_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_change_name = /** @type {((inputs?: Settings_Change_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Change_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_change_name(inputs)
	return en_settings_change_name(inputs)
});