/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sign_Out_OthersInputs */

const en_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all other sessions`)
};

const ur_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باقی تمام سیشنز سے سائن آؤٹ کریں`)
};

/**
* | output |
* | --- |
* | "Sign out all other sessions" |
*
* @param {Settings_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out_others = /** @type {((inputs?: Settings_Sign_Out_OthersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_Out_OthersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sign_out_others(inputs)
	return en_settings_sign_out_others(inputs)
});