/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Download_DataInputs */

const en_settings_download_data = /** @type {(inputs: Settings_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const ur_settings_download_data = /** @type {(inputs: Settings_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرا ڈیٹا ڈاؤن لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Settings_Download_DataInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_download_data = /** @type {((inputs?: Settings_Download_DataInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Download_DataInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_download_data(inputs)
	return en_settings_download_data(inputs)
});