/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_ServiceInputs */

const en_err_label_service = /** @type {(inputs: Err_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const ur_err_label_service = /** @type {(inputs: Err_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سروس`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Err_Label_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_service = /** @type {((inputs?: Err_Label_ServiceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_ServiceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_service(inputs)
	return en_err_label_service(inputs)
});