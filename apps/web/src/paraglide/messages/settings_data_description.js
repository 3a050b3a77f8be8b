/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Data_DescriptionInputs */

const en_settings_data_description = /** @type {(inputs: Settings_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything we keep about you, as a JSON file.`)
};

const ur_settings_data_description = /** @type {(inputs: Settings_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارے پاس آپ کے بارے میں محفوظ ہر چیز، ایک جے سن فائل کی صورت میں۔`)
};

/**
* | output |
* | --- |
* | "Everything we keep about you, as a JSON file." |
*
* @param {Settings_Data_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_data_description = /** @type {((inputs?: Settings_Data_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_data_description(inputs)
	return en_settings_data_description(inputs)
});