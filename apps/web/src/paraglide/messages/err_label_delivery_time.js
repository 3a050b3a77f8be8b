/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Delivery_TimeInputs */

const en_err_label_delivery_time = /** @type {(inputs: Err_Label_Delivery_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery time`)
};

const ur_err_label_delivery_time = /** @type {(inputs: Err_Label_Delivery_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیلیوری کا وقت`)
};

/**
* | output |
* | --- |
* | "Delivery time" |
*
* @param {Err_Label_Delivery_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_delivery_time = /** @type {((inputs?: Err_Label_Delivery_TimeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Delivery_TimeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_delivery_time(inputs)
	return en_err_label_delivery_time(inputs)
});