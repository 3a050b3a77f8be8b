/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_This_DeviceInputs */

const en_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

const ur_settings_this_device = /** @type {(inputs: Settings_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ ڈیوائس`)
};

/**
* | output |
* | --- |
* | "This device" |
*
* @param {Settings_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_this_device = /** @type {((inputs?: Settings_This_DeviceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_This_DeviceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_this_device(inputs)
	return en_settings_this_device(inputs)
});