/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Save_NameInputs */

const en_settings_save_name = /** @type {(inputs: Settings_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

const ur_settings_save_name = /** @type {(inputs: Settings_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام محفوظ کریں`)
};

/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Settings_Save_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_save_name = /** @type {((inputs?: Settings_Save_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Save_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_save_name(inputs)
	return en_settings_save_name(inputs)
});