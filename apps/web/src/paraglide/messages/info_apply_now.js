/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Apply_NowInputs */

const en_info_apply_now = /** @type {(inputs: Info_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Now`)
};

const ur_info_apply_now = /** @type {(inputs: Info_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی درخواست دیں`)
};

/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Info_Apply_NowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_apply_now = /** @type {((inputs?: Info_Apply_NowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Apply_NowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_apply_now(inputs)
	return en_info_apply_now(inputs)
});