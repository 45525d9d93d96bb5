// Codes of the two-level administrative list (src/server/services/geo): a province has two
// digits, a ward five. Plain zod: the address picker and the procedures share them.
import { z } from 'zod';

export const INVALID_AREA_MESSAGE = 'Vui lòng chọn tỉnh/thành phố và phường/xã';

export const provinceCodeSchema = z
  .string({ message: INVALID_AREA_MESSAGE })
  .regex(/^\d{2}$/, { message: INVALID_AREA_MESSAGE });
export const wardCodeSchema = z
  .string({ message: INVALID_AREA_MESSAGE })
  .regex(/^\d{5}$/, { message: INVALID_AREA_MESSAGE });

export const geoWardsInput = z.object({ provinceCode: provinceCodeSchema });
