/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Info_Apply_ByInputs */

const en_info_apply_by = /** @type {(inputs: Info_Apply_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apply by ${i?.date}`)
};

const ur_info_apply_by = /** @type {(inputs: Info_Apply_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} تک درخواست دیں`)
};

/**
* | output |
* | --- |
* | "Apply by {date}" |
*
* @param {Info_Apply_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_apply_by = /** @type {((inputs: Info_Apply_ByInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Apply_ByInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_apply_by(inputs)
	return en_info_apply_by(inputs)
});