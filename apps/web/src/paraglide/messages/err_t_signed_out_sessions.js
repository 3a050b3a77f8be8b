/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Err_T_Signed_Out_SessionsInputs */

const en_err_t_signed_out_sessions = /** @type {(inputs: Err_T_Signed_Out_SessionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Signed out of ${i?.shown} other session`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Signed out of ${i?.shown} other sessions`);
	return /** @type {LocalizedString} */ ("err_t_signed_out_sessions");
};

const ur_err_t_signed_out_sessions = /** @type {(inputs: Err_T_Signed_Out_SessionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} دوسرے سیشن سے سائن آؤٹ کر دیا گیا`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} دوسرے سیشنز سے سائن آؤٹ کر دیا گیا`);
	return /** @type {LocalizedString} */ ("err_t_signed_out_sessions");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Signed out of {shown} other session" |
* | "other" | "Signed out of {shown} other sessions" |
*
* @param {Err_T_Signed_Out_SessionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_signed_out_sessions = /** @type {((inputs: Err_T_Signed_Out_SessionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Signed_Out_SessionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_signed_out_sessions(inputs)
	return en_err_t_signed_out_sessions(inputs)
});