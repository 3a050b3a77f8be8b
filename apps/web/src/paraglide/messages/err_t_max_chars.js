/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, label: NonNullable<unknown> }} Err_T_Max_CharsInputs */

const en_err_t_max_chars = /** @type {(inputs: Err_T_Max_CharsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.shown} character`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.shown} characters`);
	return /** @type {LocalizedString} */ ("err_t_max_chars");
};

const ur_err_t_max_chars = /** @type {(inputs: Err_T_Max_CharsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} میں زیادہ سے زیادہ ${i?.shown} حرف ہو سکتا ہے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} میں زیادہ سے زیادہ ${i?.shown} حروف ہو سکتے ہیں`);
	return /** @type {LocalizedString} */ ("err_t_max_chars");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{label} must be at most {shown} character" |
* | "other" | "{label} must be at most {shown} characters" |
*
* @param {Err_T_Max_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_max_chars = /** @type {((inputs: Err_T_Max_CharsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Max_CharsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_max_chars(inputs)
	return en_err_t_max_chars(inputs)
});