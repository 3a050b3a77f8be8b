/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_ConfirmInputs */

const en_settings_delete_confirm = /** @type {(inputs: Settings_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account for good? This cannot be undone.`)
};

const ur_settings_delete_confirm = /** @type {(inputs: Settings_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا آپ اپنا اکاؤنٹ ہمیشہ کے لیے ڈیلیٹ کرنا چاہتے ہیں؟ یہ عمل واپس نہیں ہو سکتا۔`)
};

/**
* | output |
* | --- |
* | "Delete your account for good? This cannot be undone." |
*
* @param {Settings_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_confirm = /** @type {((inputs?: Settings_Delete_ConfirmInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_ConfirmInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_delete_confirm(inputs)
	return en_settings_delete_confirm(inputs)
});