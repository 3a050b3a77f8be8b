/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, label: NonNullable<unknown> }} Err_T_Min_CharsInputs */

const en_err_t_min_chars = /** @type {(inputs: Err_T_Min_CharsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} must be at least ${i?.shown} character`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} must be at least ${i?.shown} characters`);
	return /** @type {LocalizedString} */ ("err_t_min_chars");
};

const ur_err_t_min_chars = /** @type {(inputs: Err_T_Min_CharsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} میں کم از کم ${i?.shown} حرف ہونا چاہیے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} میں کم از کم ${i?.shown} حروف ہونے چاہییں`);
	return /** @type {LocalizedString} */ ("err_t_min_chars");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{label} must be at least {shown} character" |
* | "other" | "{label} must be at least {shown} characters" |
*
* @param {Err_T_Min_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_min_chars = /** @type {((inputs: Err_T_Min_CharsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Min_CharsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_min_chars(inputs)
	return en_err_t_min_chars(inputs)
});